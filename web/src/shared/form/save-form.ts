import { useForm, type DefaultValues, type FieldValues, type UseFormSetError } from "react-hook-form";
import { useLocation } from "wouter";
import { notifySuccess } from "@/shared/notify";
import { notifySaveFailure } from "@/shared/server-errors";
import { LEAVE_FORM_QUESTION, useLeaveGuard } from "@/shared/ui/leave-guard";
import { bindInput } from "./server-form";

export interface SaveFormOptions<T extends FieldValues, R> {
  defaultValues: DefaultValues<T>;
  /** Sends the values; what it resolves to is the saved record. */
  save: (values: T) => Promise<R>;
  /** The notice once saved. */
  savedText: string;
  /** Where to go once saved: the list, or the saved record's page. */
  returnTo: string | ((saved: R) => string);
  /** Shows a refusal the form words itself; true when it did, else the usual notice follows. */
  onFailure?: (error: unknown, values: T, setError: UseFormSetError<T>) => boolean;
}

/**
 * An edit page's form that saves and goes back: leaving it with unsaved work asks first; `onSubmit` saves, says
 * so and opens `returnTo`; a refusal puts its field errors under the inputs with the matching notice
 * (`notifySaveFailure`). `input` binds an input (see `bindInput`).
 */
export function useSaveForm<T extends FieldValues, R>(options: SaveFormOptions<T, R>) {
  const { defaultValues, save, savedText, returnTo, onFailure } = options;
  const [, navigate] = useLocation();
  const form = useForm<T>({ defaultValues });
  const { isDirty } = form.formState;
  useLeaveGuard(() => isDirty, LEAVE_FORM_QUESTION);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save(values);
      notifySuccess(savedText);
      navigate(typeof returnTo === "string" ? returnTo : returnTo(saved));
    } catch (error) {
      if (!onFailure?.(error, values, form.setError)) notifySaveFailure(error, form.setError);
    }
  });

  return { form, input: bindInput(form), onSubmit };
}
