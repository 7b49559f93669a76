/**
 * The live editor's security policy allows no `eval`. Zod compiles its checks with `new Function`
 * where it can, and asks once whether it may; told not to (before any schema is made, so this
 * module is imported first), it checks the same way without, and does not ask.
 */
import { z } from 'astro/zod';

z.config({ jitless: true });
