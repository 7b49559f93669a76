import Cloud from 'lucide-react/icons/cloud';
import Database from 'lucide-react/icons/database';
import Gauge from 'lucide-react/icons/gauge';
import LayoutTemplate from 'lucide-react/icons/layout-template';
import MonitorSmartphone from 'lucide-react/icons/monitor-smartphone';
import Plug from 'lucide-react/icons/plug';
import Server from 'lucide-react/icons/server';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Smartphone from 'lucide-react/icons/smartphone';
import SquarePen from 'lucide-react/icons/square-pen';
import type { ServicePage } from './types';

/** /services/website-development (SPEC §2). */
export const websiteDevelopmentPage = {
  slug: 'website-development',
  meta: {
    title: 'Website & Web Application Development',
    description:
      'Custom websites, e-commerce stores and web apps built with React, Next.js and Node.js. Fast, secure and built to scale. Projects start at $1,499.',
    path: '/services/website-development',
  },
  hero: {
    eyebrow: 'Website & Web Application Development',
    title: 'Web Development',
    highlight: 'Solutions That Scale',
    text: 'From a five-page business site to a multi-tenant web application, we design, build and launch software that loads fast, ranks well and keeps up as your business grows.',
    actions: [
      { label: 'Start Your Project', href: '/contact' },
      { label: 'Explore Technologies', href: '#technologies' },
    ],
    highlights: ['Mobile-first builds', 'Core Web Vitals in the green', 'You own the code'],
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      eyebrow: 'Our Services',
      title: 'Everything it takes to ship on the web',
      intro:
        'One team covers strategy, design, engineering and launch, so your site is consistent from the first sketch to the final deploy.',
      cards: [
        {
          title: 'Custom Web Applications',
          description:
            'Portals, dashboards and SaaS products shaped around your workflow, with role-based access, real-time updates and clean admin tools.',
          icon: LayoutTemplate,
        },
        {
          title: 'Responsive Website Design',
          description:
            'Layouts designed mobile-first and tested on real phones, tablets and wide screens, so every visitor gets a site that feels made for their device.',
          icon: Smartphone,
        },
        {
          title: 'E-Commerce Solutions',
          description:
            'Shopify, WooCommerce or headless storefronts with fast checkout, secure payments, inventory sync and product pages built to convert.',
          icon: ShoppingCart,
        },
        {
          title: 'Content Management Systems',
          description:
            'WordPress, Sanity or Strapi set up so your team can publish pages, posts and products without calling a developer.',
          icon: SquarePen,
        },
        {
          title: 'API Development & Integration',
          description:
            'REST and GraphQL APIs, plus connections to your CRM, ERP, payment gateway and marketing tools, documented and tested.',
          icon: Plug,
        },
        {
          title: 'Performance Optimization',
          description:
            'Image pipelines, code splitting, caching and CDN tuning that bring Largest Contentful Paint under 2.5 seconds on mobile.',
          icon: Gauge,
        },
      ],
    },
    {
      kind: 'tool-groups',
      id: 'technologies',
      eyebrow: 'Our Tech Stack',
      title: 'Proven tools, chosen for your project',
      intro:
        'We pick mature, well-supported technology that your future developers will know, and we never lock you into a proprietary platform.',
      groups: [
        {
          category: 'Frontend',
          tools: ['React', 'Next.js', 'TypeScript', 'Vue.js'],
          icon: MonitorSmartphone,
        },
        { category: 'Backend', tools: ['Node.js', 'Python', 'PHP', 'Java'], icon: Server },
        {
          category: 'Database',
          tools: ['MongoDB', 'PostgreSQL', 'MySQL', 'Firebase'],
          icon: Database,
        },
        {
          category: 'Cloud & Deployment',
          tools: ['AWS', 'Google Cloud', 'Azure', 'Vercel'],
          icon: Cloud,
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      eyebrow: 'Our Process',
      title: 'Six steps from idea to a site that performs',
      intro:
        'Clear milestones, weekly demos and your approval at every stage, so there are no surprises at launch.',
      steps: [
        {
          step: '01',
          title: 'Discovery & Planning',
          description:
            'Workshops to map your goals, users and content, ending in a sitemap, feature list, fixed quote and delivery timeline.',
        },
        {
          step: '02',
          title: 'UI/UX Design',
          description:
            'Wireframes and high-fidelity designs for mobile and desktop, tested as clickable prototypes before development begins.',
        },
        {
          step: '03',
          title: 'Development',
          description:
            'Two-week sprints on a private staging site, with code reviews, version control and a demo at the end of every sprint.',
        },
        {
          step: '04',
          title: 'Testing & Quality Assurance',
          description:
            'Cross-browser, device, accessibility and load testing, plus automated tests that guard the features you rely on most.',
        },
        {
          step: '05',
          title: 'Deployment',
          description:
            'A zero-downtime launch with redirects, analytics, backups and monitoring configured, and a handover session for your team.',
        },
        {
          step: '06',
          title: 'Maintenance & Support',
          description:
            'Security updates, uptime monitoring and monthly improvements, with a response within one business day for any issue.',
        },
      ],
    },
  ],
  closing: {
    title: 'Ready to build a site that works as hard as you do?',
    text: 'Share your idea and we will come back within 24 hours on business days with questions, a rough budget and the fastest route to launch.',
    action: { label: 'Start Your Project Today', href: '/contact' },
  },
} as const satisfies ServicePage;
