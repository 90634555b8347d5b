import { plural } from "~/i18n/define";

/** The admin Users tab: the list, its filters, a user's edit and delete pages, their messages. */
const en = {
  title: "Users",
  summary: plural("{count} account, newest first.", "{count} accounts, newest first."),
  summaryFiltered: plural(
    "{count} account matches your search.",
    "{count} accounts match your search.",
  ),
  exportCsv: "Export CSV",
  pages: "Users pages",
  empty: {
    beyondTitle: "No users on this page",
    beyondBody: "This page is past the end of the list. Go back to the first page.",
    filteredTitle: "No matching users",
    filteredBody:
      "No account matches this search and these filters. Try fewer words or other filters.",
    noneTitle: "No users yet",
    noneBody: "Accounts appear here as people register.",
  },
  list: {
    caption: "Users, newest first",
    user: "User",
    role: "Role",
    status: "Status",
    joined: "Joined",
    joinedOn: "Joined {date}",
    actions: "Actions",
    you: "You",
    onlyAdmins: "Only admins can change this account",
    edit: "Edit",
    editLabel: "Edit {name}",
  },
  filters: {
    label: "Search users",
    search: "Search by name or e-mail",
    allRoles: "All roles",
    allStatuses: "All statuses",
    role: "Role",
    status: "Status",
    submit: "Search",
  },
  edit: {
    consultingHours: "Consulting hours",
    title: "Edit user",
    allUsers: "All users",
    details: "Account details",
    account: "Account",
    role: "Role",
    status: "Status",
    emailVerified: "E-mail verified",
    yes: "Yes",
    no: "No",
    joined: "Joined",
    lastChanged: "Last changed",
    deleteTitle: "Delete account",
    deleteBody:
      "Erases this account and its personal data. Consultation bookings stay, no longer linked to it.",
    selfDeleteBefore: "To delete your own account, use",
    selfDeleteLink: "your account settings",
    selfDeleteAfter: ".",
  },
  form: {
    consultant: "Takes consultations",
    consultantHint:
      "The booking form offers this person's free hours (Monday to Friday, 9:00 AM to 6:00 PM). Staff only.",
    fullName: "Full name",
    email: "Email address",
    emailHint: "The address this person signs in with. It cannot be changed.",
    roleLabel: "Role:",
    statusLabel: "Status:",
    locked:
      "You cannot change your own role or status, so you can never lock yourself out. Another admin can.",
    role: "Role",
    status: "Status",
    signOutNote:
      "Choosing Inactive, Suspended or Pending signs this person out on every device at once.",
    save: "Save changes",
  },
  roleDescriptions: {
    user: "Basic access to courses and content.",
    instructor: "Can create and manage their own courses.",
    moderator: "Can manage users and content, but not system settings.",
    admin: "Full access.",
  },
  statusDescriptions: {
    active: "Full access.",
    pending: "Awaiting e-mail verification or approval; cannot sign in yet.",
    inactive: "Cannot sign in until changed.",
    suspended: "Cannot access the platform until changed.",
  },
  delete: {
    title: "Delete user",
    dialogTitle: "Are you absolutely sure?",
    warning:
      "This permanently deletes the account of {name} ({email}) and their personal data: profile and photo, sign-in methods, enrollments, progress, certificates and notifications. They are signed out at once. This cannot be undone.",
    button: "Delete",
    buttonLabel: "Delete {name}",
    confirm: "Delete user",
    close: "Close",
    cancel: "Cancel",
  },
  toasts: {
    updated: "User updated successfully",
    updateFailed: "Update failed",
    deleted: "User deleted successfully",
    deletedDescription: "{email} and their personal data were erased.",
    deletionFailed: "User deletion failed",
  },
  rules: {
    self: "You cannot change your own role or status: another admin has to do it.",
    selfDelete: "You cannot delete your own account here. Use Settings › Delete My Account.",
    adminTarget: "Only an admin can change or delete an admin account.",
    grantAdmin: "Only an admin can give or take the admin role.",
    consultant: "Only an admin can decide who takes consultations.",
    lastAdmin:
      "This is the only active admin account. Make another account an active admin first, so someone can still run the academy.",
    notFound: "This account no longer exists.",
    failed: "Something went wrong on our side. Please try again in a moment.",
  },
} as const;

export default en;
