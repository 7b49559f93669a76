import Cloud from 'lucide-react/icons/cloud';
import CodeXml from 'lucide-react/icons/code-xml';
import Mail from 'lucide-react/icons/mail';
import MonitorSmartphone from 'lucide-react/icons/monitor-smartphone';
import Server from 'lucide-react/icons/server';
import TrendingUp from 'lucide-react/icons/trending-up';
import type { Service } from './types';

/** The six services, in the order the header dropdown, home grid and footer list them. */
export const services = [
  {
    slug: 'website-development',
    title: 'Website & Web Application Development',
    summary: 'Business sites, e-commerce and custom web apps',
    description:
      'Custom business websites, e-commerce stores and web applications built with React, Node.js and MongoDB: fast, secure and ready to grow with you.',
    icon: CodeXml,
    href: '/services/website-development',
  },
  {
    slug: 'frontend-development',
    title: 'Frontend Development',
    summary: 'UI/UX, responsive layouts and smooth animation',
    description:
      'Interfaces people enjoy using: UI/UX design, responsive layouts that work on every screen, and purposeful animation that guides the eye.',
    icon: MonitorSmartphone,
    href: '/services/frontend-development',
  },
  {
    slug: 'backend-development',
    title: 'Backend Development',
    summary: 'APIs, authentication and scalable architecture',
    description:
      'Server-side engineering you can rely on: API integrations, user authentication, secure data handling and an architecture that scales with demand.',
    icon: Server,
    href: '/services/backend-development',
  },
  {
    slug: 'seo-digital-marketing',
    title: 'SEO & Digital Marketing Services',
    summary: 'Google rankings, social campaigns and PPC',
    description:
      'Climb the Google rankings and reach buyers where they spend time: SEO, social media campaigns, PPC advertising, and clear analytics and reporting.',
    icon: TrendingUp,
    href: '/services/seo-digital-marketing',
  },
  {
    slug: 'email-marketing',
    title: 'Email Marketing',
    summary: 'Automated campaigns, newsletters and segmentation',
    description:
      'Automated campaigns, newsletters and promotional emails sent to the right segment at the right moment, with analytics that show what converts.',
    icon: Mail,
    href: '/services/email-marketing',
  },
  {
    slug: 'web-hosting',
    title: 'Web Hosting & Domain Registration',
    summary: 'Managed hosting, domains and daily backups',
    description:
      'Fast, secure hosting with domain management and daily backups, looked after by people who answer around the clock.',
    icon: Cloud,
    href: '/services/web-hosting',
  },
] as const satisfies readonly Service[];
