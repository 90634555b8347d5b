import type { Database } from "../client.server";

export async function seedDemoContent(_db: Database): Promise<boolean> {
  return false;
}
