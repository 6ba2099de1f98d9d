// The real browser entry (app/entry.client.tsx): the page's catalog loaded, then the app rendered
// inside i18next's provider. In SPA mode it renders the pages instead of hydrating them.
import '../../../app/entry.client.tsx';
