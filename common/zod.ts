import { z } from 'zod';

// Every schema the browser can load is built through this module. Our CSP forbids eval, and
// zod 4 otherwise probes `new Function` to compile fast parsers: the probe fails quietly but the
// browser still reports a Content-Security-Policy violation. Interpreted parsing is plenty here.
z.config({ jitless: true });

export { z };
