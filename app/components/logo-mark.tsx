// Wildline's mark: the drawing of public/favicon.svg, inline so that it shows on every device
// (an emoji is an empty box where the phone or computer has no emoji font) and offline. The
// name beside it is the link's accessible name, so the drawing itself is hidden from screen readers.
// logo-mark.test.tsx holds it to the favicon's shapes.

export function LogoMark({ className = '' }: { className?: string }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="6" fill="#065f46" />
      <path d="M8 22c2-8 6-12 8-12s6 4 8 12" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="13" cy="14" r="1.6" fill="#fff" />
      <circle cx="19" cy="14" r="1.6" fill="#fff" />
    </svg>
  );
}
