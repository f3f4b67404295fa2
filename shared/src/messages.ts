/** User-facing texts of spec.md section 8, shared by server and web so they never drift. */
export const MESSAGES = {
  systemError: "A system error has occurred, please reload the page",
  forbidden: "You don't have permission for this action",
  unauthenticated: "You must be logged in to access this page!",
  checkForm: "Please check the form",
  invalidCredentials: "The e-mail or password is incorrect.",
  notFound: "Not found.",
  tooManyAttempts: "Too many attempts, please wait a minute and try again.",
  apiTokenReadOnly: "This API token may only read (GET): make one with write access to change data.",
  apiTokenNotHere: "An API token cannot do this: sign in to manage your account and its tokens.",
  profileSaved: "Profile saved successfully.",
  passwordChanged: "Senha alterada!.",
  passwordFieldsRequired: "Preencha todos os campos!",
  checkData: "Confira os dados!",
  logoutFailed: "Oops, something went wrong!",
  deleteFailed: "Something went wrong, please try again.",
  userCreated: "User created successfully!",
  portSaved: "Port saved successfully!",
  saved: "Saved successfully!",
  commsSaved: "Successfully saved comms!",
  lineupSaved: "Lineup saved successfully!",
  linesSaved: "Lines saved successfully!",
  updated: "Updated successfully!",
  updatedPt: "Atualizado com sucesso!",
  sent: "Sended successfully!",
  deleted: "Deleted successfully.",
  downloadStarting: "Please wait for the download to start",
  checkLineup: "Please check the lineup",
  checkAllLines: "Please check all lines.",
  /**
   * A change to an existing line-up without its version (the versions keep concurrent work from being lost): what to
   * send, where to read it.
   */
  versionRequired:
    "The version field is required: send the version the line had when you read it " +
    "(version in GET /lineups/{id} or in each row of GET /lineups). " +
    "A save based on an older version is refused (409) " +
    "where someone else changed the same fields since.",
  informAllFields: "Please inform all fields",
  selectCommType: "Please select the comm type",
  terminalRemoved: "Terminal removed. This change will only take effect after saving the port.",
  berthRemoved: "Berth removed. This change will only take effect after saving the port",
  commRemoved: "Comm removed. This change will only be effective after saving the comm type",
  deleteDefault: "are you sure you want to delete?",
  invalidDate: "Invalid date!",
  noBerths: "This terminal does not have a cradle berth",
  confirmForm: "Do you confirm that all information on the form is correct?",
  confirmSailed: "All fields are correct ?",
  confirmTerminalDelete: "Do you really want to delete this terminal ?",
} as const;
