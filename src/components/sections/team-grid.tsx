import { ResponsiveImage } from '~/components/media/responsive-image';
import type { TeamMember } from '~/content/types';

export interface TeamGridProps {
  members: readonly TeamMember[];
}

/** Portrait cards of the team; an uneven last row is centred. */
export function TeamGrid({ members }: TeamGridProps) {
  return (
    <ul className="flex flex-wrap justify-center gap-4 sm:gap-6">
      {members.map((member) => (
        <li
          key={member.name}
          className="basis-[calc((100%-1rem)/2)] sm:basis-[calc((100%-3rem)/3)] lg:basis-[calc((100%-4.5rem)/4)]"
        >
          <TeamMemberCard member={member} />
        </li>
      ))}
    </ul>
  );
}

function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <article className="group h-full overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition duration-300 hover:shadow-xl hover:shadow-ink-900/10">
      <div className="relative aspect-square overflow-hidden bg-slate-100">
        <ResponsiveImage
          image={member.image}
          sizes="(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw"
          className="absolute inset-0 size-full object-cover transition duration-700 group-hover:scale-105"
        />
        <div
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-ink-950/45 to-transparent"
        />
        <a
          href={member.linkedin}
          target="_blank"
          rel="noopener noreferrer"
          className="absolute right-3 bottom-3 grid size-11 place-items-center rounded-full bg-white text-[#0A66C2] shadow-lg shadow-ink-950/20 transition-transform duration-300 hover:scale-110"
        >
          <LinkedInMark />
          <span className="sr-only">{`${member.name} on LinkedIn (opens in a new tab)`}</span>
        </a>
      </div>
      <div className="p-4 sm:p-6">
        <h3 className="text-base font-bold sm:text-lg">{member.name}</h3>
        <p className="mt-1 text-sm leading-5 text-slate-600">{member.role}</p>
      </div>
    </article>
  );
}

/** The professional network's 'in' mark (no icon set ships it), drawn in a rounded square. */
function LinkedInMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <rect width="24" height="24" rx="4" fill="currentColor" />
      <circle cx="7" cy="7" r="1.75" fill="#fff" />
      <rect x="5.4" y="9.6" width="3.2" height="9.2" fill="#fff" />
      <path
        fill="#fff"
        d="M10.6 9.6h3.05v1.3c.45-.8 1.5-1.6 3.05-1.6 3.05 0 3.6 2 3.6 4.6v4.9h-3.2v-4.3c0-1.05 0-2.4-1.45-2.4s-1.7 1.15-1.7 2.3v4.4h-3.35z"
      />
    </svg>
  );
}
