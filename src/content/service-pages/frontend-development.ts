import AppWindow from 'lucide-react/icons/app-window';
import Cloud from 'lucide-react/icons/cloud';
import FileCode2 from 'lucide-react/icons/file-code-corner';
import Gauge from 'lucide-react/icons/gauge';
import Layers from 'lucide-react/icons/layers';
import MonitorSmartphone from 'lucide-react/icons/monitor-smartphone';
import Palette from 'lucide-react/icons/palette';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Smartphone from 'lucide-react/icons/smartphone';
import Zap from 'lucide-react/icons/zap';
import siAngular from 'virtual:simple-icon/angular';
import siBootstrap from 'virtual:simple-icon/bootstrap';
import siCss from 'virtual:simple-icon/css';
import siHtml5 from 'virtual:simple-icon/html5';
import siJavascript from 'virtual:simple-icon/javascript';
import siJquery from 'virtual:simple-icon/jquery';
import siNextdotjs from 'virtual:simple-icon/nextdotjs';
import siReact from 'virtual:simple-icon/react';
import siRedux from 'virtual:simple-icon/redux';
import siSass from 'virtual:simple-icon/sass';
import siTypescript from 'virtual:simple-icon/typescript';
import siVuedotjs from 'virtual:simple-icon/vuedotjs';
import type { ServicePage } from './types';

/** /services/frontend-development (SPEC §2). */
export const frontendDevelopmentPage = {
  slug: 'frontend-development',
  meta: {
    title: 'Frontend Development: React, Vue.js & Angular Experts',
    description:
      'Responsive, accessible interfaces in React, Vue.js and Angular: SPAs, PWAs and storefronts that load fast on every device. Frontend projects from $999.',
    path: '/services/frontend-development',
  },
  hero: {
    eyebrow: 'Frontend Development',
    title: 'Frontend Development',
    highlight: 'That Defines Excellence',
    text: 'The interface is your product as customers see it. We turn designs into fast, accessible, pixel-accurate experiences that feel effortless on every screen.',
    actions: [
      { label: 'Start Your Project', href: '/contact' },
      { label: 'Explore Our Tech Stack', href: '#technologies' },
    ],
    highlights: ['WCAG 2.2 AA accessible', 'Pixel-accurate builds', 'Sub-second interactions'],
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      eyebrow: 'Our Services',
      title: 'Interfaces your customers enjoy using',
      intro:
        'Whether you bring finished designs or a rough idea, we deliver interfaces that are quick to load, easy to use and simple to maintain.',
      cards: [
        {
          title: 'Responsive Web Development',
          description:
            'Fluid layouts that adapt from a 320-pixel phone to a 4K monitor, tested on real devices rather than resized browser windows.',
          icon: MonitorSmartphone,
        },
        {
          title: 'Single Page Applications',
          description:
            'App-like experiences in React, Vue.js or Angular with instant navigation, smart data caching and state that survives a refresh.',
          icon: AppWindow,
        },
        {
          title: 'E-Commerce Solutions',
          description:
            'Product listings, filters, carts and checkouts designed to reduce friction and lift conversion on mobile, where most shoppers buy.',
          icon: ShoppingCart,
        },
        {
          title: 'Progressive Web Apps',
          description:
            'Installable web apps that work offline, send push notifications and load instantly on repeat visits, without an app store.',
          icon: Smartphone,
        },
        {
          title: 'UI/UX Design',
          description:
            'User research, wireframes and design systems in Figma, turned into reusable components your team can extend with confidence.',
          icon: Palette,
        },
        {
          title: 'Performance Optimization',
          description:
            'Audits and fixes for Core Web Vitals: lighter bundles, modern image formats, lazy loading and smarter font delivery.',
          icon: Gauge,
        },
      ],
    },
    {
      kind: 'technologies',
      id: 'technologies',
      eyebrow: 'Our Tech Stack',
      title: 'Twelve technologies we use every day',
      intro:
        'Modern frameworks for rich applications, proven standards for everything else, and the judgment to choose the right one for your project.',
      technologies: [
        {
          name: 'React',
          description: 'Component-based UIs for fast, interactive applications.',
          icon: siReact,
        },
        {
          name: 'Vue.js',
          description: 'Approachable, progressive framework for flexible interfaces.',
          icon: siVuedotjs,
        },
        {
          name: 'Angular',
          description: 'Full-featured framework for large enterprise applications.',
          icon: siAngular,
        },
        {
          name: 'JavaScript',
          description: 'The language of the web, written to modern ES standards.',
          icon: siJavascript,
        },
        {
          name: 'TypeScript',
          description: 'Typed JavaScript that catches bugs before your users do.',
          icon: siTypescript,
        },
        {
          name: 'HTML5',
          description: 'Semantic, accessible markup that search engines understand.',
          icon: siHtml5,
        },
        {
          name: 'CSS3',
          description: 'Modern layouts with Grid, Flexbox and smooth animation.',
          icon: siCss,
        },
        {
          name: 'SASS',
          description: 'Structured, maintainable stylesheets with variables and mixins.',
          icon: siSass,
        },
        {
          name: 'Bootstrap',
          description: 'Responsive grid and components for rapid, consistent builds.',
          icon: siBootstrap,
        },
        {
          name: 'jQuery',
          description: 'Maintenance and gradual modernization of established sites.',
          icon: siJquery,
        },
        {
          name: 'Next.js',
          description: 'Server rendering and static generation for fast, SEO-ready React.',
          icon: siNextdotjs,
        },
        {
          name: 'Redux',
          description: 'Predictable state management for complex application data.',
          icon: siRedux,
        },
      ],
    },
    {
      kind: 'frameworks',
      id: 'framework-advantages',
      eyebrow: 'Framework Advantages',
      title: 'The right framework for the job',
      intro:
        'React, Angular and Vue.js each shine in different situations. Here is what each brings to your project.',
      frameworks: [
        {
          name: 'React',
          icon: siReact,
          benefits: [
            'Reusable components that speed up development',
            'Virtual DOM for fast, smooth updates',
            'The largest ecosystem of libraries and talent',
            'React Native path to iOS and Android apps',
          ],
        },
        {
          name: 'Angular',
          icon: siAngular,
          benefits: [
            'Complete framework with routing, forms and HTTP built in',
            'TypeScript first, for large and long-lived codebases',
            'Dependency injection that keeps code testable',
            'Long-term support releases backed by Google',
          ],
        },
        {
          name: 'Vue.js',
          icon: siVuedotjs,
          benefits: [
            'Gentle learning curve for mixed-skill teams',
            'Lightweight core with excellent performance',
            'Can be adopted one page at a time',
            'Clear single-file components and documentation',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'why-choose-us',
      tone: 'dark',
      eyebrow: 'Why Choose Us',
      title: 'Frontend work that pays for itself',
      cards: [
        {
          title: 'Improved Site Performance',
          description:
            'Faster pages keep visitors engaged. Our builds routinely score 90+ on Lighthouse and cut bounce rates on mobile.',
          icon: Zap,
        },
        {
          title: 'Cost-Effective Customization',
          description:
            'A reusable component library means new pages and features cost less to build and less to maintain every year after.',
          icon: PiggyBank,
        },
        {
          title: 'Increased Security & Brand Awareness',
          description:
            'Hardened dependencies, strict content security policies and a consistent, polished interface that makes your brand memorable.',
          icon: ShieldCheck,
        },
      ],
    },
    {
      kind: 'cards',
      id: 'what-we-build',
      eyebrow: 'What We Build',
      title: 'From a landing page to a full platform',
      cards: [
        {
          title: 'Static Websites',
          description:
            'Lightning-fast marketing sites and landing pages, pre-rendered for search engines and served from a global CDN.',
          icon: FileCode2,
        },
        {
          title: 'Dynamic Web Applications',
          description:
            'Dashboards, portals and booking tools that pull live data from your APIs and update without a page reload.',
          icon: Layers,
        },
        {
          title: 'E-Commerce Platforms',
          description:
            'Headless storefronts and custom shopping experiences connected to Shopify, WooCommerce or your own inventory.',
          icon: ShoppingBag,
        },
        {
          title: 'SaaS Applications',
          description:
            'Multi-tenant product interfaces with onboarding flows, billing screens, settings and role-based views.',
          icon: Cloud,
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      eyebrow: 'Our Process',
      title: 'How we take an interface from sketch to ship',
      intro: 'Six steps, each with a clear deliverable you review and approve.',
      steps: [
        {
          step: '01',
          title: 'Discovery & Audit',
          description:
            'We review your users, brand, analytics and any existing interface to agree on goals and measurable success criteria.',
        },
        {
          step: '02',
          title: 'Wireframes & Prototypes',
          description:
            'Low-fidelity layouts, then clickable prototypes, so you can test the flow before anything is built.',
        },
        {
          step: '03',
          title: 'Design System',
          description:
            'Colors, type, spacing and components defined once in Figma and in code, so every screen stays consistent.',
        },
        {
          step: '04',
          title: 'Component Development',
          description:
            'Typed, tested components assembled into pages on a staging site you can click through at any time.',
        },
        {
          step: '05',
          title: 'Accessibility & Performance Testing',
          description:
            'Keyboard, screen reader and contrast checks against WCAG 2.2 AA, plus Lighthouse and real-device speed tests.',
        },
        {
          step: '06',
          title: 'Launch & Iteration',
          description:
            'A smooth release, analytics on key interactions, and a round of improvements based on how real users behave.',
        },
      ],
    },
  ],
  closing: {
    title: 'Give your customers an interface they remember',
    text: 'Tell us about your product and your users. We will suggest the right framework, a realistic timeline and a fixed quote.',
    action: { label: 'Get Started Today', href: '/contact' },
  },
} as const satisfies ServicePage;
