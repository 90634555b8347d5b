// Public URLs of the demo media committed under public/media (served by us, never a third party).

/** Intro film of every demo course, 12 s, 640x360 H.264. */
export const DEMO_VIDEO_URL = "/media/video/afa-intro.mp4";
export const DEMO_VIDEO_POSTER_URL = "/media/video/afa-intro-poster.jpg";
/** The demo lessons play the same short film: one small file to download instead of dozens. */
export const DEMO_LESSON_VIDEO_URL = DEMO_VIDEO_URL;

export const courseThumbnail = (category: string) => `/media/courses/${category}.svg`;
export const journeyImage = (name: string) => `/media/journey/${name}.svg`;
export const guideUrl = (file: string) => `/media/guides/${file}.pdf`;
export const paperUrl = (file: string) => `/media/research/${file}.pdf`;
export const datasetUrl = (file: string) => `/media/datasets/${file}.csv`;
