/** User-facing texts of spec.md section 8, shared by server and web so they never drift. */
export const MESSAGES = {
  systemError: "A system error has occurred, please reload the page",
  forbidden: "You don't have permission for this action",
  unauthenticated: "You must be logged in to access this page!",
  checkForm: "Please check the form",
  invalidCredentials: "The e-mail or password is incorrect.",
  notFound: "Not found.",
  tooManyAttempts: "Too many attempts, please wait a minute and try again.",
  profileSaved: "Profile saved successfully.",
  passwordChanged: "Senha alterada!.",
  passwordFieldsRequired: "Preencha todos os campos!",
  checkData: "Confira os dados!",
  logoutFailed: "Oops, something went wrong!",
  deleteFailed: "Something went wrong, please try again.",
} as const;
