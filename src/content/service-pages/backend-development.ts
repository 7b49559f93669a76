import Cloud from 'lucide-react/icons/cloud';
import CloudCog from 'lucide-react/icons/cloud-cog';
import Code from 'lucide-react/icons/code';
import Container from 'lucide-react/icons/container';
import Database from 'lucide-react/icons/database';
import FileSearch from 'lucide-react/icons/file-search';
import KeyRound from 'lucide-react/icons/key-round';
import Lock from 'lucide-react/icons/lock';
import Plug from 'lucide-react/icons/plug';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Terminal from 'lucide-react/icons/terminal';
import UserCheck from 'lucide-react/icons/user-check';
import Workflow from 'lucide-react/icons/workflow';
import type { ServicePage } from './types';

/** /services/backend-development (SPEC §2). */
export const backendDevelopmentPage = {
  slug: 'backend-development',
  meta: {
    title: 'Backend Development: APIs, Databases & Cloud Infrastructure',
    description:
      'Secure, scalable backends: APIs, databases, authentication and cloud infrastructure in Node.js, Python, Java and Go. Backend projects start at $1,299.',
    path: '/services/backend-development',
  },
  hero: {
    eyebrow: 'Backend Development',
    title: 'Backend Development',
    highlight: 'Powering Your Digital Experience',
    text: 'Behind every smooth checkout and instant dashboard is a backend that never blinks. We engineer APIs, databases and infrastructure that stay fast, secure and available as you grow.',
    actions: [
      { label: 'Start Your Project', href: '/contact' },
      { label: 'Explore Our Tech Stack', href: '#technologies' },
    ],
    highlights: ['Security built in', 'Documented APIs', 'Scales with demand'],
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      eyebrow: 'Our Services',
      title: 'The engine room of your product',
      intro:
        'We design and run the server-side systems your website, apps and partners depend on, with the monitoring to prove they are healthy.',
      cards: [
        {
          title: 'Server-Side Programming',
          description:
            'Business logic written in clean, tested Node.js, Python, Java, PHP or Go, structured so new features are easy to add.',
          icon: Code,
        },
        {
          title: 'API Development & Integration',
          description:
            'Versioned REST and GraphQL APIs with OpenAPI documentation, plus integrations with payment, CRM, ERP and shipping providers.',
          icon: Plug,
        },
        {
          title: 'Database Design & Management',
          description:
            'Schemas, indexes and migrations designed for your query patterns, with replication, backups and tuning for heavy traffic.',
          icon: Database,
        },
        {
          title: 'User Authentication & Authorization',
          description:
            'Secure sign-in with single sign-on, multi-factor authentication and role-based access control, so each user sees only what they should.',
          icon: UserCheck,
        },
        {
          title: 'Cloud Infrastructure',
          description:
            'Infrastructure as code on AWS, Google Cloud or Azure with auto-scaling, load balancing and cost monitoring from day one.',
          icon: Cloud,
        },
        {
          title: 'DevOps & Deployment',
          description:
            'CI/CD pipelines, containerized services and zero-downtime releases, with logs, metrics and alerts wired into one dashboard.',
          icon: Workflow,
        },
      ],
    },
    {
      kind: 'tool-groups',
      id: 'technologies',
      eyebrow: 'Our Tech Stack',
      title: 'Battle-tested backend technology',
      intro:
        'Languages, databases and platforms with strong communities and long support lifecycles, chosen to fit your workload and your team.',
      groups: [
        {
          category: 'Backend Languages',
          tools: ['Node.js', 'Python', 'Java', 'PHP', 'Ruby on Rails', 'Go'],
          icon: Terminal,
        },
        {
          category: 'Databases',
          tools: ['PostgreSQL', 'MongoDB', 'MySQL', 'Redis'],
          icon: Database,
        },
        { category: 'Cloud Platforms', tools: ['AWS', 'Google Cloud', 'Azure'], icon: CloudCog },
        {
          category: 'DevOps & Tools',
          tools: ['Docker', 'Kubernetes', 'GraphQL', 'Apache Kafka'],
          icon: Container,
        },
      ],
    },
    {
      kind: 'cards',
      id: 'security',
      tone: 'dark',
      eyebrow: 'Security First',
      title: 'Your data, protected at every layer',
      intro:
        'Security is designed in from the first architecture diagram, not bolted on before launch.',
      cards: [
        {
          title: 'Data Encryption',
          description:
            'TLS 1.3 for data in transit and AES-256 for data at rest, with keys held in a managed key vault and rotated on schedule.',
          icon: Lock,
        },
        {
          title: 'Authentication Systems',
          description:
            'OAuth 2.0 and OpenID Connect, hashed passwords with Argon2 or bcrypt, short-lived tokens and optional multi-factor sign-in.',
          icon: KeyRound,
        },
        {
          title: 'API Security',
          description:
            'Input validation, rate limiting, scoped API keys and protection against the OWASP API Security Top 10 risks.',
          icon: ShieldCheck,
        },
        {
          title: 'Regular Audits',
          description:
            'Automated dependency scanning on every build and quarterly reviews of access, logs and configuration, with a written report.',
          icon: FileSearch,
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      eyebrow: 'Our Process',
      title: 'Engineered in six deliberate steps',
      intro:
        'Architecture decisions are written down, reviewed with you and tested before they reach production.',
      steps: [
        {
          step: '01',
          title: 'Requirement Analysis',
          description:
            'We map data, users, integrations and expected traffic, then agree on performance and availability targets.',
        },
        {
          step: '02',
          title: 'Architecture Design',
          description:
            'Service boundaries, data models and infrastructure are designed and documented, with trade-offs explained in plain language.',
        },
        {
          step: '03',
          title: 'Development',
          description:
            'Features are built in short sprints with code review, automated tests and a shared staging environment.',
        },
        {
          step: '04',
          title: 'Security Implementation',
          description:
            'Encryption, authentication, access rules and secrets management are configured and verified against a security checklist.',
        },
        {
          step: '05',
          title: 'Testing & Optimization',
          description:
            'Load tests, profiling and query tuning confirm the system meets its targets with room to spare.',
        },
        {
          step: '06',
          title: 'Deployment & Maintenance',
          description:
            'Automated releases, 24/7 monitoring and regular patching keep the platform healthy long after launch.',
        },
      ],
    },
  ],
  closing: {
    title: 'Need a backend you never have to worry about?',
    text: 'Tell us what your product must handle today and in two years. We will propose an architecture, a timeline and a fixed quote.',
    action: { label: 'Discuss Your Backend', href: '/contact' },
  },
} as const satisfies ServicePage;
