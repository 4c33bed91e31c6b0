import type { en } from './en.js';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** The shape every language of the `search` namespace must have (the English one). */
export type SearchTexts = Texts<typeof en>;
