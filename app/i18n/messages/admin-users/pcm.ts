import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  title: "Users",
  summary: {
    $plural: {
      one: "{count} account, di new ones first.",
      other: "{count} accounts, di new ones first.",
    },
  },
  summaryFiltered: {
    $plural: {
      one: "{count} account match wetin you search.",
      other: "{count} accounts match wetin you search.",
    },
  },
  exportCsv: "Download CSV",
  pages: "Users pages",
  empty: {
    beyondTitle: "No user dey dis page",
    beyondBody: "Dis page don pass di end of di list. Go back to di first page.",
    filteredTitle: "No user match",
    filteredBody: "No account match dis search and dis filters. Try small words or other filters.",
    noneTitle: "No user dey yet",
    noneBody: "Accounts go show here as people dey register.",
  },
  list: {
    caption: "Users, di new ones first",
    user: "User",
    role: "Role",
    status: "Status",
    joined: "Join",
    joinedOn: "Join {date}",
    actions: "Wetin you fit do",
    you: "You",
    onlyAdmins: "Na only admin fit change dis account",
    edit: "Change",
    editLabel: "Change {name}",
  },
  filters: {
    label: "Search users",
    search: "Search by name or email",
    allRoles: "All roles",
    allStatuses: "All status",
    role: "Role",
    status: "Status",
    submit: "Search",
  },
  edit: {
    consultingHours: "Consulting hours",
    title: "Change user",
    allUsers: "All users",
    details: "Account details",
    account: "Account",
    role: "Role",
    status: "Status",
    emailVerified: "Email don confirm",
    yes: "Yes",
    no: "No",
    joined: "Join",
    lastChanged: "Last change",
    deleteTitle: "Delete account",
    deleteBody:
      "E go wipe dis account and en personal data. Consultation bookings go remain, but dem no go connect to am again.",
    selfDeleteBefore: "To delete your own account, use",
    selfDeleteLink: "your account settings",
    selfDeleteAfter: ".",
  },
  form: {
    consultant: "Dey take consultation",
    consultantHint:
      "Di booking form go show dis person free hours (Monday to Friday, 9:00 AM to 6:00 PM). Na only staff.",
    fullName: "Full name",
    email: "Email address",
    emailHint: "Na dis address di person dey use enter. You no fit change am.",
    roleLabel: "Role:",
    statusLabel: "Status:",
    locked:
      "You no fit change your own role or status, so you no go ever lock yourself out. Another admin fit do am.",
    role: "Role",
    status: "Status",
    signOutNote:
      "If you choose Inactive, Suspended or Pending, dis person go comot from every device one time.",
    save: "Save di changes",
  },
  roleDescriptions: {
    user: "E fit see courses and content.",
    instructor: "E fit create and manage en own courses.",
    moderator: "E fit manage users and content, but no be system settings.",
    admin: "E fit do everything.",
  },
  statusDescriptions: {
    active: "E fit do everything.",
    pending: "E dey wait make dem confirm en email or approve am; e no fit enter yet.",
    inactive: "E no fit enter until dem change am.",
    suspended: "E no fit use di platform until dem change am.",
  },
  delete: {
    title: "Delete user",
    dialogTitle: "You sure well well?",
    warning:
      "Dis one go delete di account of {name} ({email}) forever, plus en personal data: profile and photo, how e dey take enter, courses wey e join, progress, certificates and notifications. E go comot am sharp sharp. You no fit undo am.",
    button: "Delete",
    buttonLabel: "Delete {name}",
    confirm: "Delete user",
    close: "Close",
    cancel: "Cancel",
  },
  toasts: {
    updated: "User don update well",
    updateFailed: "Update no work",
    deleted: "User don delete well",
    deletedDescription: "We don wipe {email} and en personal data.",
    deletionFailed: "Delete for user no work",
  },
  rules: {
    self: "You no fit change your own role or status: another admin go do am.",
    selfDelete: "You no fit delete your own account for here. Use Settings › Delete My Account.",
    adminTarget: "Na only admin fit change or delete admin account.",
    grantAdmin: "Na only admin fit give or collect admin role.",
    consultant: "Na only admin fit decide who dey take consultation.",
    lastAdmin:
      "Na only dis admin account dey active. Make another account active admin first, so person go still fit run di academy.",
    notFound: "Dis account no dey again.",
    failed: "Something spoil for our side. Abeg try again small time.",
  },
};

export default pcm;
