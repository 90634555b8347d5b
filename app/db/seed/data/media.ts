// Public URLs of the demo media committed under public/media (served by us, never a third party).

/** Intro film of every demo course, 12 s, 640x360 H.264. */
export const DEMO_VIDEO_URL = "/media/video/afa-intro.mp4";
export const DEMO_VIDEO_POSTER_URL = "/media/video/afa-intro-poster.jpg";
/** The demo lessons play the same short film: one small file to download instead of dozens. */
export const DEMO_LESSON_VIDEO_URL = DEMO_VIDEO_URL;

/** Each demo course's own picture (public/media/courses, our own drawings). */
const COURSE_PICTURES: Readonly<Record<string, string>> = {
  "cassava-production-for-profit": "crops",
  "commercial-poultry-management": "livestock",
  "catfish-farming-for-beginners": "catfish",
  "farm-records-on-your-phone": "technology",
  "agribusiness-planning-and-finance": "business",
  "climate-smart-farming": "sustainability",
  "smart-farming-sensors-and-drones": "smart-farming",
  "drip-irrigation-for-dry-season-vegetables": "irrigation",
  "integrated-pest-management-for-maize": "crop-management",
  "soil-testing-and-fertiliser-planning": "soil-analysis",
  "beekeeping-and-honey-processing": "beekeeping",
};

export function courseThumbnail(slug: string): string {
  const picture = COURSE_PICTURES[slug];
  if (!picture) throw new Error(`No picture for the demo course ${slug}`);
  return `/media/courses/${picture}.svg`;
}
export const journeyImage = (name: string) => `/media/journey/${name}.svg`;
export const guideUrl = (file: string) => `/media/guides/${file}.pdf`;
export const paperUrl = (file: string) => `/media/research/${file}.pdf`;
export const datasetUrl = (file: string) => `/media/datasets/${file}.csv`;
