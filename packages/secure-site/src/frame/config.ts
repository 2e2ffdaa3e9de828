import * as z from 'zod/mini';

const caip2 = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/));

/** `#secure-site-config`, the JSON the server writes into the iframe page. */
export const frameConfigSchema = z.object({
  projectId: z.string().check(z.minLength(1), z.maxLength(128)),
  allowedOrigins: z.array(z.string().check(z.maxLength(2_048))).check(z.maxLength(1_000)),
  chainId: z.optional(z.nullable(caip2)),
  enableLogger: z.optional(z.boolean()),
});
/** The iframe page's configuration. */
export type FrameConfig = z.infer<typeof frameConfigSchema>;

/** Id of the `<script type="application/json">` element holding the configuration. */
export const CONFIG_ELEMENT_ID = 'secure-site-config';

/** Reads and checks the page's configuration; throws `Invalid secure-site configuration: ...` when it is unusable. */
export function readFrameConfig(doc: Document): FrameConfig {
  const text = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) throw new Error(`Invalid secure-site configuration: no #${CONFIG_ELEMENT_ID} element`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('Invalid secure-site configuration: not JSON');
  }
  const parsed = frameConfigSchema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    throw new Error(`Invalid secure-site configuration: ${where}`);
  }
  return parsed.data;
}
