import type {
  Article,
  ArticleSummary,
  Banner,
  ConfigResult,
  FooterResult,
  InfoPage,
  Notice,
  RollingResult,
} from '@dropforge/shared/contract';
import type { Lang } from '@dropforge/shared/domain';
import type { Db } from '../../platform/db';
import { fail } from '../../platform/http';
import { externalPictureUrl } from '../../platform/images';
import { memoFor } from '../../platform/memo';
import * as repo from './content.repo';
import type { Texts } from './content.schema';
import type { SiteSettings } from './content.seed';

type Counters = ConfigResult['counters'];

export type ContentDeps = {
  db: Db;
  /** Live counters contributed by other modules (extension points); missing ones read 0. */
  counters: readonly (() => Promise<Partial<Counters>>)[];
  /** Ticker sources contributed by the wallet and withdrawal modules; empty until they exist. */
  rolling: readonly (() => Promise<Partial<RollingResult>>)[];
};

const pick = (texts: Texts, lang: Lang): string => texts[lang] ?? texts.en ?? '';

/** Masks a player's name for public lists: the first 2 characters plus an ellipsis. */
export function maskName(name: string): string {
  return `${Array.from(name).slice(0, 2).join('')}…`;
}

/** The counters bar and the site settings are read at most once a second per instance (`/api/config` is on every page). */
const SHARED_MS = 1000;

export function createContentService(deps: ContentDeps) {
  const { db } = deps;
  const settings = memoFor<SiteSettings>(SHARED_MS);
  const counted = memoFor<Counters>(SHARED_MS);

  function site(): Promise<SiteSettings> {
    return settings.get('site', async () => {
      const value = await repo.findSetting<SiteSettings>(db, 'site');
      if (!value) throw new Error('site settings are not seeded');
      return value;
    });
  }

  const counters = () =>
    counted.get('all', async () => {
      const all: Counters = { online: 0, register: 0, battle: 0, upgrade: 0, unpacking: 0 };
      const parts = await Promise.all(deps.counters.map((source) => source()));
      for (const part of parts) Object.assign(all, part);
      return all;
    });

  return {
    site,

    async config(lang: Lang, country: string): Promise<ConfigResult> {
      const [all, s] = await Promise.all([counters(), site()]);
      return {
        counters: all,
        service: s.service,
        title: pick(s.title, lang),
        description: pick(s.description, lang),
        keywords: s.keywords,
        country,
      };
    },

    async page(slug: string, lang: Lang): Promise<InfoPage> {
      const row = await repo.findPage(db, slug);
      if (!row) return fail('page_not_found');
      const contentLang = row.content[lang] ? lang : 'en';
      return {
        id: row.id,
        slug: row.slug,
        title: pick(row.title, lang),
        keywords: row.keywords,
        content: row.content[contentLang] ?? '',
        content_lang: contentLang,
        updated_at: row.updatedAt.toISOString(),
      };
    },

    async footer(lang: Lang): Promise<FooterResult> {
      const [pages, columns, s] = await Promise.all([
        repo.listPages(db),
        repo.findSetting<Record<string, Texts>>(db, 'footer_columns'),
        site(),
      ]);
      const byKeyword = new Map<string, FooterResult['columns'][number]>();
      for (const keyword of Object.keys(columns ?? {})) {
        byKeyword.set(keyword, { keyword, title: pick(columns?.[keyword] ?? {}, lang), pages: [] });
      }
      for (const p of pages) {
        let column = byKeyword.get(p.keywords);
        if (!column) {
          column = { keyword: p.keywords, title: p.keywords, pages: [] };
          byKeyword.set(p.keywords, column);
        }
        column.pages.push({ id: p.id, slug: p.slug, title: pick(p.title, lang), keywords: p.keywords });
      }
      return { columns: [...byKeyword.values()], address: s.address, contacts: s.contacts };
    },

    async banners(lang: Lang): Promise<Banner[]> {
      const rows = await repo.listBanners(db);
      return rows.map((b) => ({
        id: b.id,
        title: pick(b.title, lang),
        subtitle: pick(b.subtitle, lang),
        picture: externalPictureUrl(b.picture),
        video: b.video,
        link: b.link,
      }));
    },

    async notices(lang: Lang): Promise<Notice[]> {
      const rows = await repo.listNotices(db);
      return rows.map((n) => ({
        id: n.id,
        title: pick(n.title, lang),
        content: pick(n.content, lang),
        picture: externalPictureUrl(n.picture),
        link: n.link,
        created_at: n.createdAt.toISOString(),
      }));
    },

    async articles(page: number, limit: number, lang: Lang) {
      const { list, total } = await repo.pageOfArticles(db, page, limit);
      const summaries: ArticleSummary[] = list.map((a) => ({
        id: a.id,
        slug: a.slug,
        title: pick(a.title, lang),
        summary: pick(a.summary, lang),
        picture: externalPictureUrl(a.picture),
        created_at: a.createdAt.toISOString(),
        content_lang: a.content[lang] ? lang : 'en',
      }));
      return { list: summaries, page, total };
    },

    async article(id: number, lang: Lang): Promise<Article> {
      const a = await repo.findArticle(db, id);
      if (!a) return fail('article_not_found');
      return {
        id: a.id,
        slug: a.slug,
        title: pick(a.title, lang),
        summary: pick(a.summary, lang),
        content: pick(a.content, lang),
        picture: externalPictureUrl(a.picture),
        created_at: a.createdAt.toISOString(),
        content_lang: a.content[lang] ? lang : 'en',
      };
    },

    async rolling(): Promise<RollingResult> {
      const result: RollingResult = { recharge: [], withdrawal: [] };
      for (const part of await Promise.all(deps.rolling.map((source) => source()))) {
        result.recharge.push(...(part.recharge ?? []));
        result.withdrawal.push(...(part.withdrawal ?? []));
      }
      result.recharge = result.recharge.map((r) => ({ ...r, name: maskName(r.name) }));
      result.withdrawal = result.withdrawal.map((w) => ({ ...w, name: maskName(w.name) }));
      return result;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
