/**
 * The content editor of the live site (`npm run build:editor`, scripts/build-editor.mjs): the
 * same forms as `npm run edit`, but its editors sign in through Keystatic Cloud and each save is
 * a commit to the site's repository, which makes the host rebuild the site. It is a page of its
 * own, served from its own address with its own security headers; nothing of it is in the site.
 */
import './without-eval';
import { makePage } from '@keystatic/astro/ui';
import { config } from '@keystatic/core';
import { createRoot } from 'react-dom/client';
import { collections, singletons, ui } from '../content';
import { onLiveSite } from './addresses';

const { cloudProject, siteUrl } = __EDITOR_SETTINGS__;

const liveEditor = config({
  storage: { kind: 'cloud' },
  cloud: { project: cloudProject },
  ui,
  collections: onLiveSite(collections, siteUrl),
  singletons: onLiveSite(singletons, siteUrl),
});

// Keystatic's own page component, as its Astro integration renders it at /keystatic.
const Editor = makePage(liveEditor);
const root = document.getElementById('editor');
if (root) createRoot(root).render(<Editor />);
