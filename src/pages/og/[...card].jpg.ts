/**
 * Every page's social card, drawn at build time: /og/home.jpg, /og/services/web-hosting.jpg…
 * (src/lib/social-cards/). The 404 page has none and shares the site card.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { LogoMark } from '~/components/layout/brand-mark';
import { siteConfig } from '~/data/site';
import { sitePages } from '~/data/site-pages';
import { socialCard, type SocialCard } from '~/lib/social-cards/card';
import { renderSocialCard } from '~/lib/social-cards/render';

export const getStaticPaths = (() =>
  sitePages.map((page) => {
    const card = socialCard(page, siteConfig);
    return { params: { card: card.path.replace(/^\/og\/|\.jpg$/g, '') }, props: { card } };
  })) satisfies GetStaticPaths;

interface Props {
  card: SocialCard;
}

export const GET: APIRoute<Props> = async ({ props }) => {
  const { jpeg } = await renderSocialCard(props.card, { logo: LogoMark });
  return new Response(new Uint8Array(jpeg), { headers: { 'Content-Type': props.card.type } });
};
