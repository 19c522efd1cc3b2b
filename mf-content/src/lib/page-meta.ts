import type { PageMeta, PageModule } from 'shared/contracts';

/** The `describe` and `items` exports of an exposed page module, as the contract types them. */
export type DescribePage = NonNullable<PageModule['describe']>;
export type ListItems = NonNullable<PageModule['items']>;
export type PreparePage = NonNullable<PageModule['prepare']>;

/** A page that is not an article: its own introduction as the description, and its picture if it has one. */
export function websiteMeta(description: string, image?: PageMeta['image']): PageMeta {
  return image ? { status: 'ok', kind: 'website', description, image } : { status: 'ok', kind: 'website', description };
}
