import { describe, expect, it } from 'vitest';
import { batchTitle, regroupIndex, type IndexEntry, type StoryIndex } from './story-batches';

const story = (title: string, name: string): IndexEntry => ({
  id: `${title.toLowerCase().replace(/\//g, '-')}--${name.toLowerCase()}`,
  title,
  name,
  type: 'story',
});
const index = (entries: IndexEntry[]): StoryIndex => ({ v: 5, entries: Object.fromEntries(entries.map((e) => [e.id, e])) });

describe('regroupIndex', () => {
  const stories = [
    story('UI/Button', 'Default'),
    story('UI/Button', 'Loading'),
    story('UI/Tag', 'Default'),
    story('Pages/Wallet/Assets', 'Default'),
    story('Pages/Wallet/Assets', 'Empty'),
    story('UI/Badge', 'Default'),
    { ...story('UI/Button', 'Docs'), type: 'docs' as const },
  ];

  it('keeps every story once, under batch titles, and drops docs', () => {
    const out = regroupIndex(index(stories), 2);
    const ids = Object.keys(out.entries);
    expect(ids.sort()).toEqual(stories.filter((s) => s.type === 'story').map((s) => s.id).sort());
    expect(new Set(Object.values(out.entries).map((e) => e.title))).toEqual(
      new Set([batchTitle(0, 2), batchTitle(1, 2)]),
    );
  });

  it("keeps a title's stories together and in order", () => {
    const out = Object.values(regroupIndex(index(stories), 3).entries);
    const button = out.filter((e) => e.id.startsWith('ui-button'));
    expect(new Set(button.map((e) => e.title)).size).toBe(1);
    expect(button.map((e) => e.name)).toEqual(['Default', 'Loading']);
  });

  it('puts a page (re-rendered in every locale) apart from the light stories', () => {
    const out = regroupIndex(index(stories), 2).entries;
    const pageBatch = out['pages-wallet-assets--default']!.title;
    expect(Object.values(out).filter((e) => e.title === pageBatch).map((e) => e.id)).toEqual([
      'pages-wallet-assets--default',
      'pages-wallet-assets--empty',
    ]);
  });

  it('refuses a nonsense number of batches', () => {
    expect(() => regroupIndex(index(stories), 0)).toThrow();
  });
});
