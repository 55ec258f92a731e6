import { z } from "zod";

/** Public runtime configuration the Worker inlines into every page (never secrets). */
export const publicConfigSchema = z.object({
  siteUrl: z.string(),
  contactEmail: z.string(),
  companyName: z.string(),
  ads: z.object({
    clientId: z.string(),
    slots: z.object({ homeInline: z.string(), newsletter: z.string() }),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
