/**
 * English strings of the emailed-link pages (key `authLinks`): forgot password, set a
 * password (invitation or reset), confirm an email. They load with those pages
 * (features/auth/strings.ts), not with the first chunk.
 */
export const enAuthLinks = {
  backToSignIn: "Back to sign in",
  email: "Email",
  emailRequired: "Enter your email address.",
  emailInvalid: "Enter a valid email address.",
  forgot: {
    title: "Forgot your password?",
    subtitle: "Enter the email you sign in with. We will mail you a link to choose a new password.",
    submit: "Send the link",
    sentTitle: "Check your mail",
    sent: "If an account uses {{email}}, a link to choose a new password is on its way. It works once and expires in 24 hours.",
  },
  setPassword: {
    inviteTitle: "Accept your invitation",
    inviteSubtitle: "Choose a password for your account. Then sign in with your email and it.",
    resetTitle: "Choose a new password",
    resetSubtitle: "Your new password signs you out everywhere else.",
    password: "New password",
    confirm: "Repeat the password",
    tooShort: "Use at least 6 characters.",
    mismatch: "The two passwords differ.",
    submit: "Set my password",
    done: "Your password is set. Sign in with it.",
    invalidLink: "This link is invalid, already used or expired.",
    askAgain: "Ask for a new link",
    missingLink: "This page opens from the link in your mail.",
  },
  confirm: {
    title: "Confirm your email",
    subtitle:
      "Choose the password you will sign in with. A password typed before your address was confirmed is not kept: anyone could have typed it.",
    submit: "Confirm my email",
    done: "Your email is confirmed and your password is set.",
  },
};
