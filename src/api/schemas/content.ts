/** The content area's DOMAIN types; the family's wire shapes and their adapter are `../wire/content.ts`. */

/** A home quick link the platform enables (`key` as in `src/features/home/quickLinks.ts`). */
export interface MenuItem {
  key: string;
  enabled: boolean;
}

/** The home notice pop-up. `content` is server HTML: sanitize before rendering. */
export interface Notice {
  id: number;
  title: string;
  content: string;
}

/** An article of a list (banners are category 5): no body. */
export interface NewsItem {
  id: number;
  title: string;
  summary: string;
  /** Picture URL (relative paths are the site's). */
  cover: string;
  /** An app route (`#/pages/…`) or a web address; '' when the article opens itself. */
  link: string;
  /** As the platform sends it (`"2026-01-05 09:00:00"`); absent from the family's lists. */
  created_at?: string | number;
}

/** One article. `content` is server HTML: sanitize before rendering. */
export interface NewsDetail {
  id: number;
  title: string;
  content: string;
  created_at?: string | number;
}
