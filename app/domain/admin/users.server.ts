import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { session, user } from "~/db/schema";
import type { AccountStatus, Role } from "~/db/schema/enums";
import { type EraseOutcome, eraseUser, isLastActiveAdmin } from "~/domain/account/deletion.server";
import { can, canChangeRole } from "~/domain/auth/permissions";
import { streamCsv, toCsv } from "~/lib/csv";
import { SITE_TIME_ZONE } from "~/lib/format";
import { todayInLagos } from "~/lib/lagos-date";
import { searchPatterns } from "~/lib/search";
import type { Services } from "~/services.server";
import { type Actor, recordAudit } from "./audit.server";
import {
  ROLE_LABELS,
  STATUS_LABELS,
  USERS_PAGE_SIZE,
  type UserFilters,
  type UserUpdateInput,
} from "./users.schema";

/** The columns the Users tab shows (never password hashes or tokens: those live elsewhere). */
const listColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  image: user.image,
  role: user.role,
  status: user.status,
  isConsultant: user.isConsultant,
  emailVerified: user.emailVerified,
  createdAt: user.createdAt,
  updatedAt: user.updatedAt,
};

export type AdminUserRow = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  status: AccountStatus;
  isConsultant: boolean;
  emailVerified: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/** Search (every word in the name or the e-mail address), role and status, as one condition. */
function filterCondition(filters: Pick<UserFilters, "q" | "role" | "status">): SQL | undefined {
  const conditions: (SQL | undefined)[] = searchPatterns(filters.q).map((pattern) =>
    or(ilike(user.name, pattern), ilike(user.email, pattern)),
  );
  if (filters.role !== "all") conditions.push(eq(user.role, filters.role));
  if (filters.status !== "all") conditions.push(eq(user.status, filters.status));
  return and(...conditions);
}

/**
 * Up to this many matches, a search's page is sorted from the matches themselves; beyond, the
 * newest-first index finds a page of them after a few hundred accounts.
 */
const FEW_MATCHES = 2_000;

/**
 * One page of the accounts matching `filters`, newest first, with the number of matches: two
 * queries. A search counts first (the trigram indexes find its matches), then reads the page the
 * way that count makes cheap. The planner cannot know how many accounts several words match
 * together; guessing many, it would walk every account newest first hoping to fill the page
 * soon, and read all 200,000 when the words in fact match few (0012-search-and-indexes-at-scale).
 */
export async function listUsers(db: Database, filters: UserFilters) {
  const where = filterCondition(filters);
  const window = { limit: USERS_PAGE_SIZE, offset: (filters.page - 1) * USERS_PAGE_SIZE };
  const countMatches = async () => {
    const [total] = await db.select({ n: count() }).from(user).where(where);
    return total?.n ?? 0;
  };
  const newestFirst = () =>
    db
      .select(listColumns)
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(window.limit)
      .offset(window.offset);

  let matches: number;
  let rows: unknown[];
  if (searchPatterns(filters.q).length === 0) {
    [matches, rows] = await Promise.all([countMatches(), newestFirst()]);
  } else {
    matches = await countMatches();
    if (matches === 0) rows = [];
    else if (matches > FEW_MATCHES) rows = await newestFirst();
    else {
      // OFFSET 0 keeps the matches a query of their own (PostgreSQL plans a subquery with an
      // OFFSET apart from the ORDER BY around it): fetched from the indexes, then sorted. A
      // placeholder, since drizzle leaves out an offset of 0.
      const found = db
        .select(listColumns)
        .from(user)
        .where(where)
        .offset(sql.placeholder("none"))
        .as("found");
      rows = await db
        .select()
        .from(found)
        .orderBy(desc(found.createdAt), desc(found.id))
        .limit(window.limit)
        .offset(window.offset)
        .execute({ none: 0 });
    }
  }
  return {
    users: rows as AdminUserRow[],
    total: matches,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(matches / USERS_PAGE_SIZE)),
  };
}

export async function getUserForAdmin(db: Database, userId: string) {
  const [row] = await db.select(listColumns).from(user).where(eq(user.id, userId));
  return (row as AdminUserRow | undefined) ?? null;
}

/**
 * What `actor` may do with `target` on the Users tab. Only admins touch admin accounts
 * (a moderator cannot grant or remove admin, so it cannot suspend or delete one
 * either), and nobody changes their own role or status or deletes themselves here.
 */
export function userActions(actor: Pick<Actor, "id" | "role">, target: { id: string; role: Role }) {
  const manage = can(actor.role, "users.manage");
  const mayTouch = manage && (target.role !== "admin" || can(actor.role, "users.grantAdmin"));
  const self = actor.id === target.id;
  return {
    edit: mayTouch,
    changeRoleOrStatus: mayTouch && !self,
    /** Tick or untick Takes consultations (admins only). */
    setConsultant: mayTouch && can(actor.role, "users.setConsultant"),
    delete: mayTouch && !self,
    /** The roles the actor may choose for this account (its current one included). */
    roles: (Object.keys(ROLE_LABELS) as Role[]).filter((to) =>
      canChangeRole(actor.role, target.role, to),
    ),
  };
}

export type UpdateUserResult =
  | { status: "updated"; changed: boolean }
  | { status: "not-found" }
  | { status: "forbidden"; reason: "adminTarget" | "grantAdmin" | "consultant" }
  | { status: "conflict"; reason: "self" | "lastAdmin" };

/** Statuses that keep someone out; reaching one ends their sessions. */
const LOCKED_OUT: readonly AccountStatus[] = ["inactive", "suspended", "pending"];

/**
 * Saves a staff member's edit of an account: full name, role, status (the e-mail address is never
 * changed here). is_admin follows the role in the database. Every rule is checked again on the
 * locked rows inside the transaction, and each change is written to the audit log there too.
 * Moving an account to a status that keeps its owner out deletes their sessions at once, so the
 * change takes effect on their very next request.
 */
export async function updateUserByStaff(
  services: Services,
  actor: Actor,
  userId: string,
  /** isConsultant left out: as it was. */
  input: Omit<UserUpdateInput, "isConsultant"> & { isConsultant?: boolean },
): Promise<UpdateUserResult> {
  return services.db.transaction(async (tx): Promise<UpdateUserResult> => {
    // The active admins are locked first (as eraseUser does), so two admins demoting each other
    // at once cannot leave the academy without one.
    const lastAdmin = await isLastActiveAdmin(tx, userId, { lock: true });
    const [target] = await tx
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        status: user.status,
        isConsultant: user.isConsultant,
      })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (!target) return { status: "not-found" };

    const allowed = userActions(actor, target);
    if (!allowed.edit) return { status: "forbidden", reason: "adminTarget" };
    const roleChanged = input.role !== target.role;
    const statusChanged = input.status !== target.status;
    const nameChanged = input.fullName !== target.name;
    // Who takes consultations is an admin's decision (decision 0005): any other actor who asks to
    // change the mark is refused; one who leaves it out keeps it as it was.
    const wantsConsultant = input.isConsultant ?? target.isConsultant;
    if (wantsConsultant !== target.isConsultant && !allowed.setConsultant) {
      return { status: "forbidden", reason: "consultant" };
    }
    // Only staff take consultations: a plain user's box is ignored, and becoming one clears it
    // (a role change a moderator may make).
    const isConsultant = wantsConsultant && input.role !== "user";
    const consultantChanged = isConsultant !== target.isConsultant;
    if ((roleChanged || statusChanged) && actor.id === target.id) {
      return { status: "conflict", reason: "self" };
    }
    if (roleChanged && !canChangeRole(actor.role, target.role, input.role)) {
      return { status: "forbidden", reason: "grantAdmin" };
    }
    const staysActiveAdmin = input.role === "admin" && input.status === "active";
    if (lastAdmin && !staysActiveAdmin) {
      return { status: "conflict", reason: "lastAdmin" };
    }
    if (!roleChanged && !statusChanged && !nameChanged && !consultantChanged)
      return { status: "updated", changed: false };

    await tx
      .update(user)
      .set({
        name: input.fullName,
        role: input.role,
        status: input.status,
        isConsultant,
        updatedAt: new Date(),
      })
      .where(eq(user.id, target.id));
    if (statusChanged && LOCKED_OUT.includes(input.status)) {
      await tx.delete(session).where(eq(session.userId, target.id));
    }

    const about = { targetType: "user", targetId: target.id, targetLabel: target.email } as const;
    if (roleChanged) {
      await recordAudit(tx, actor, {
        ...about,
        action: "user.role_changed",
        details: { from: target.role, to: input.role },
      });
    }
    if (consultantChanged) {
      await recordAudit(tx, actor, {
        ...about,
        action: "user.consultant_changed",
        details: { from: target.isConsultant, to: isConsultant },
      });
    }
    if (statusChanged) {
      await recordAudit(tx, actor, {
        ...about,
        action: "user.status_changed",
        details: { from: target.status, to: input.status },
      });
    }
    if (nameChanged) {
      await recordAudit(tx, actor, {
        ...about,
        action: "user.name_changed",
        details: { from: target.name, to: input.fullName },
      });
    }
    return { status: "updated", changed: true };
  });
}

export type DeleteUserResult =
  | { status: "deleted"; email: string }
  | { status: "not-found" }
  | { status: "forbidden"; reason: "selfDelete" | "adminTarget" }
  | { status: "conflict"; reason: "lastAdmin" };

/**
 * Erases an account and its personal data for a staff member (the learner's own deletion without
 * the password step): never their own, an admin account only by an admin, never the last active
 * admin. The audit entry keeps the e-mail address as its label, since the row is gone.
 */
export async function deleteUserByStaff(
  services: Services,
  actor: Actor,
  userId: string,
): Promise<DeleteUserResult> {
  if (actor.id === userId) return { status: "forbidden", reason: "selfDelete" };
  const outcome: EraseOutcome = await eraseUser(services, userId, {
    permit: (target) => userActions(actor, target).delete,
    inTransaction: (tx, erased) =>
      recordAudit(tx, actor, {
        action: "user.deleted",
        targetType: "user",
        targetId: erased.id,
        targetLabel: erased.email,
        details: { name: erased.name, role: erased.role },
      }),
  });
  switch (outcome.status) {
    case "deleted":
      services.logger.info({ userId, by: actor.id }, "account deleted by staff");
      return { status: "deleted", email: outcome.user.email };
    case "missing":
      return { status: "not-found" };
    case "refused":
      return { status: "forbidden", reason: "adminTarget" };
    case "last-admin":
      return { status: "conflict", reason: "lastAdmin" };
  }
}

// ---------------------------------------------------------------------------------------------
// CSV export: Name, Email, Role, Status, Join Date, in users_export_{date}.csv

export const CSV_HEADER = ["Name", "Email", "Role", "Status", "Join Date"] as const;

const joinDate = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: SITE_TIME_ZONE,
});

/** One account's cells: labels as the list shows them, join date as YYYY-MM-DD in Lagos. */
function userCsvCells(
  u: Pick<AdminUserRow, "name" | "email" | "role" | "status" | "createdAt">,
): string[] {
  return [
    u.name,
    u.email,
    ROLE_LABELS[u.role],
    STATUS_LABELS[u.status],
    joinDate.format(u.createdAt),
  ];
}

/**
 * The export file of rows already in hand, as one string: the same bytes exportUsersCsv streams
 * (UTF-8 with a byte-order mark, so Excel reads names such as "Ọláńrewájú" correctly; join dates
 * that every spreadsheet sorts).
 */
export function usersCsv(
  rows: ReadonlyArray<Pick<AdminUserRow, "name" | "email" | "role" | "status" | "createdAt">>,
) {
  return `\uFEFF${toCsv([CSV_HEADER, ...rows.map(userCsvCells)])}`;
}

/** users_export_YYYY-MM-DD.csv, dated in Lagos. */
export function usersExportFilename(now: Date = new Date()): string {
  return `users_export_${todayInLagos(now)}.csv`;
}

/** Rows fetched per round trip while the file streams. */
const EXPORT_BATCH = 500;

/**
 * Every account matching the list's search and filters (all pages), newest first, as a CSV stream
 * (streamCsv: a batch at a time as the client reads, so 200,000 accounts never sit in memory).
 * The batches follow a keyset on (created_at, id), carried as PostgreSQL's own text of the
 * timestamp: a JavaScript Date would cut its microseconds and skip rows. Recorded in the audit
 * log first: an export is personal data leaving the site.
 */
export async function exportUsersCsv(
  db: Database,
  actor: Actor,
  filters: Pick<UserFilters, "q" | "role" | "status">,
  { batchSize = EXPORT_BATCH }: { batchSize?: number } = {},
): Promise<ReadableStream<Uint8Array>> {
  const where = filterCondition(filters);
  const [counted] = await db.select({ n: count() }).from(user).where(where);
  const rows = counted?.n ?? 0;
  await recordAudit(db, actor, {
    action: "users.exported",
    targetType: "user",
    targetLabel: `${rows} account${rows === 1 ? "" : "s"}`,
    details: { count: rows, q: filters.q, role: filters.role, status: filters.status },
  });
  return streamCsv({
    header: CSV_HEADER,
    batchSize,
    fetchBatch: (last: { id: string; cursorAt: string } | null, limit) =>
      db
        .select({
          id: user.id,
          name: user.name,
          email: user.email,
          role: user.role,
          status: user.status,
          createdAt: user.createdAt,
          cursorAt: sql<string>`${user.createdAt}::text`,
        })
        .from(user)
        .where(
          and(
            where,
            last
              ? sql`(${user.createdAt}, ${user.id}) < (${last.cursorAt}::timestamptz, ${last.id})`
              : undefined,
          ),
        )
        .orderBy(desc(user.createdAt), desc(user.id))
        .limit(limit),
    cells: userCsvCells,
  });
}
