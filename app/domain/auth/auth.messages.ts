// User-visible texts of sign-up and sign-in, kept in one place.

export const STATUS_MESSAGES = {
  pending: "Your account is awaiting approval. We will e-mail you as soon as it is active.",
  inactive: "Your account is inactive. Please contact support to reactivate it.",
  suspended: "Your account has been suspended. Please contact support.",
} as const;

export const AUTH_TOASTS = {
  registerSuccess: {
    title: "Registration Successful!",
    description: "Please check your email to verify your account.",
  },
  signUpFailed: { title: "Sign Up Failed", fallback: "Something went wrong" },
  loginFailed: { title: "Login Failed", fallback: "Invalid credentials" },
  emailNotVerified: {
    title: "Email not verified",
    description: "Please check your inbox to verify your email before logging in.",
  },
  loginSuccess: { title: "Login Successful!", description: "Redirecting..." },
  loggedOut: { title: "Logged out successfully", description: "See you soon!" },
  signOutFailed: { title: "Sign Out Failed", fallback: "An error occurred" },
  socialLoginFailed: { title: "Social Login Failed", fallback: "OAuth error occurred" },
  resetRequested: {
    title: "Success",
    description: "Password reset link has been sent to your email.",
  },
  resetDone: { title: "Success", description: "Your password has been reset successfully." },
  registrationsClosed: {
    title: "Registrations are closed",
    description: "New sign-ups are paused at the moment. Please check back soon or contact us.",
  },
} as const;
