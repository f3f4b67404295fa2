import { isRoleId, ROLES_WITH_COMMS, ROLES_WITH_PORTS, type RoleId } from "@lineup/shared";
import type { MultipartForm } from "../auth/uploads";
import { ValidationError, type FieldErrors } from "../http/errors";

export interface UserInput {
  name: string;
  email: string;
  role_id: RoleId;
  role: string | null;
  password: string | undefined;
  porto_ids: number[];
  carga_ids: number[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function idList(form: MultipartForm, key: string, errors: FieldErrors): number[] {
  const raw = form.lists[key] ?? (form.fields[key] ? form.fields[key].split(",") : []);
  const ids: number[] = [];
  raw.forEach((value, i) => {
    const n = Number(value);
    if (Number.isInteger(n) && n > 0 && n <= 2147483647) ids.push(n);
    else (errors[`${key}.${i}`] ??= []).push(`The ${key}.${i} field must be an id.`);
  });
  return [...new Set(ids)];
}

/**
 * Validates the user form (spec.md: name, email, profile required; password
 * required on create, optional on edit, confirmed) and applies the assignment
 * rule of DESIGN.md: ports only for roles 2, 3, 5; comms only for roles 4, 5.
 */
export function parseUserForm(form: MultipartForm, mode: "create" | "update"): UserInput {
  const f = form.fields;
  const errors: FieldErrors = {};
  const name = (f.name ?? "").trim();
  const email = (f.email ?? "").trim();
  const roleId = Number(f.role_id);
  if (!name) errors.name = ["The name field is required."];
  else if (name.length > 255) errors.name = ["The name field must not be greater than 255 characters."];
  if (!email) errors.email = ["The email field is required."];
  else if (!EMAIL.test(email) || email.length > 255) errors.email = ["The email field must be a valid email address."];
  if (!f.role_id) errors.role_id = ["The profile field is required."];
  else if (!isRoleId(roleId)) errors.role_id = ["The selected profile is invalid."];
  const password = f.password || undefined;
  if (mode === "create" && !password) errors.password = ["The password field is required."];
  if (password && password.length < 8) errors.password = ["The password field must be at least 8 characters."];
  if (password && password !== f.password_confirmation) (errors.password ??= []).push("The password field confirmation does not match.");
  if ((f.role ?? "").length > 255) errors.role = ["The role field must not be greater than 255 characters."];
  const porto_ids = idList(form, "porto_ids", errors);
  const carga_ids = idList(form, "carga_ids", errors);
  if (Object.keys(errors).length || !isRoleId(roleId)) throw new ValidationError(errors);
  return {
    name,
    email,
    role_id: roleId,
    role: f.role?.trim() || null,
    password,
    porto_ids: ROLES_WITH_PORTS.includes(roleId) ? porto_ids : [],
    carga_ids: ROLES_WITH_COMMS.includes(roleId) ? carga_ids : [],
  };
}
