import { z } from './zod.ts';
import { IMPORT_INTENTS } from './provider-import.ts';

/** The page's two forms: the text is the pasted CSV, or the chosen file's contents. */
export const ZProviderImportForm = z.object({
  intent: z.enum(IMPORT_INTENTS, { error: 'Unknown action.' }),
  csv: z.string().refine((text) => text.trim() !== '', 'Choose a CSV file or paste its contents'),
});
