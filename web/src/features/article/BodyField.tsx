// The article body in the form: the shared rich-text editor (images and files go through the
// editor's own upload endpoint; a table can become a chart).
import { RichTextEditor } from '../../ui/editor/RichTextEditor';

export function BodyField(props: {
  value?: string;
  onChange?: (html: string) => void;
  autosaveKey?: string;
}) {
  return <RichTextEditor {...props} />;
}
