import { z } from 'zod';

// Every schema is built through this module, in common/*-schemas.ts. None reaches the browser
// (it is large, and scripts/check-client-bundle.mjs keeps it out); should one ever, our CSP forbids eval, and zod 4
// otherwise probes `new Function` to compile fast parsers: the probe fails quietly but the
// browser still reports a Content-Security-Policy violation. Interpreted parsing is plenty here.
z.config({ jitless: true });

export { z };
