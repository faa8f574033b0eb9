// The article body: the editor's viewer (DOMPurify again in the browser, charts drawn), with the
// portal's reading typography. Imported from its own module, not the editor's index, so that
// reading an article does not load the editor.
import { RichTextView } from '../../ui/editor/RichTextView';

export function ArticleBody({ html }: { html: string }) {
  return <RichTextView html={html} className="portal-article__body" />;
}
