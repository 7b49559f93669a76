import { ResponsiveImage } from '~/components/media/responsive-image';
import type { CaseStudy } from '~/content/types';

export interface CaseStudyPicturesProps {
  pictures: CaseStudy['pictures'];
}

/** A case study's screenshots and charts, one under the other, each with its caption. */
export function CaseStudyPictures({ pictures }: CaseStudyPicturesProps) {
  return (
    <div className="mx-auto mt-12 grid max-w-5xl gap-12">
      {pictures.map(({ image, caption }) => (
        <figure key={image.src}>
          <div className="overflow-hidden rounded-3xl border border-slate-200 bg-slate-100 shadow-sm">
            <ResponsiveImage
              image={image}
              sizes="(min-width: 1088px) 1024px, calc(100vw - 2rem)"
              className="block h-auto w-full"
            />
          </div>
          {caption && (
            <figcaption className="mt-4 text-center leading-7 text-slate-600">{caption}</figcaption>
          )}
        </figure>
      ))}
    </div>
  );
}
