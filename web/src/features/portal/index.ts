// The public surface of portal: an article exactly as the portal shows it and where it lives, for
// the administrator's preview (article).
export { ArticleView, type ArticleViewData } from './ArticleView';
export { articleLink } from './portalPages';
