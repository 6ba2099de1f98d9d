// The real root (app/root.tsx): its document, header, footer and stylesheet, without its loader
// (who is signed in: nobody, for the benchmark). In SPA mode the document is rendered at build
// time around HydrateFallback; the page itself only in the browser.
export { Layout, links, ErrorBoundary, default } from '../../../app/root.tsx';

/**
 * What <main> holds until the page's JavaScript and data have arrived: a screen's height of
 * nothing, as a careful single-page app reserves room, so that the footer does not show (and
 * then jump) above the fold and become the largest paint in place of the page.
 */
export function HydrateFallback() {
  return <div className="min-h-screen" />;
}
