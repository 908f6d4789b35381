// The shape every catalogue has: the English one's keys, every leaf a string.
import type { en } from './en';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type Catalogue = Strings<typeof en>;
