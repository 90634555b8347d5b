import type { MessageTree } from "./define";

// The message files of the pages whose clientLoader may answer before their data (home, about:
// lib/defer-page.ts), fetched one language at a time on a slow first visit. Kept out of the
// route modules so React Router can split those clientLoaders into chunks of their own.

export const HOME_MESSAGE_FILES = import.meta.glob<{ default: MessageTree }>([
  "./messages/home/{en,pcm,ha,yo,ig}.ts",
  "./messages/site-sections/{en,pcm,ha,yo,ig}.ts",
]);

export const ABOUT_MESSAGE_FILES = import.meta.glob<{ default: MessageTree }>([
  "./messages/about/{en,pcm,ha,yo,ig}.ts",
  "./messages/site-sections/{en,pcm,ha,yo,ig}.ts",
]);
