/**
 * English texts of the validation messages (SPEC §5). The server returns these strings; the web app
 * uses the same strings as i18n keys so each one has an Arabic twin in the `messages` namespace.
 */
export const MSG = {
  required: "This field is required",
  invalidEmail: "Invalid email address",
  passwordMin: "Password must be at least 8 characters",
  passwordMax: "Password must be at most 128 characters",
  passwordsMismatch: "Passwords do not match",
  termsRequired: "You must agree to the Terms and Conditions",
  firstNameMin: "First name must be at least 2 characters.",
  firstNameMax: "First name must be less than 50 characters.",
  lastNameMin: "Last name must be at least 2 characters.",
  lastNameMax: "Last name must be less than 50 characters.",
  usernameMin: "Username must be at least 3 characters.",
  usernameMax: "Username must be less than 50 characters.",
  usernamePattern: "Username can only contain letters, numbers, underscores, dots and hyphens.",
  usernameTaken: "This username is already taken.",
  nameMax: "Must be less than 50 characters.",
  nulCharacter: "Text must not contain NUL characters.",
} as const;
