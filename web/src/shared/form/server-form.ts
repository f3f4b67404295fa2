import { useForm, type DefaultValues, type FieldValues, type Path, type RegisterOptions } from "react-hook-form";
import type { ControllerFieldState, ControllerRenderProps, UseFormReturn } from "react-hook-form";
import { applyServerErrors } from "@/shared/server-errors";

/**
 * Binds inputs to `form`: `input("email", { required: "…" })` gives an input its registration and the text of
 * its error, so a page does not pair `register` and `errors` by hand for every input.
 */
export function bindInput<T extends FieldValues>(form: UseFormReturn<T>) {
  return (name: Path<T>, rules?: RegisterOptions<T, Path<T>>) => ({
    ...form.register(name, rules),
    error: form.getFieldState(name, form.formState).error?.message,
  });
}

/** What a `Controller` gives an input of a text field. */
type TextFieldProps = Pick<ControllerRenderProps, "ref" | "onBlur"> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A controlled input's value, change and error text from a `Controller`'s render arguments:
 * `render={(bound) => <DateInput label="ETA" {...controlledInput(bound)} />}`.
 */
export function controlledInput<T extends FieldValues, N extends Path<T>>({
  field,
  fieldState,
}: {
  field: ControllerRenderProps<T, N>;
  fieldState: ControllerFieldState;
}) {
  return { value: field.value, onChange: field.onChange, error: fieldState.error?.message };
}

/**
 * A select's props from a `Controller`'s render arguments, for a field that holds "" while nothing is chosen:
 * the select shows no choice for "", and clearing it puts "" back.
 */
export function optionalSelect({ field, fieldState }: { field: TextFieldProps; fieldState: ControllerFieldState }) {
  return {
    ref: field.ref,
    value: field.value || null,
    onChange: (value: string | null) => field.onChange(value ?? ""),
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}

/**
 * A form whose submit calls the server: `onSubmit` runs `submit` with the values, and a refusal with field errors
 * (422) puts them under the inputs, then calls `onFieldErrors`. `input` binds an input (see `bindInput`).
 */
export function useServerForm<T extends FieldValues>(
  defaultValues: DefaultValues<T>,
  submit: (values: T) => Promise<void>,
  onFieldErrors?: () => void,
) {
  const form = useForm<T>({ defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit(values);
    } catch (error) {
      if (applyServerErrors(error, form.setError)) onFieldErrors?.();
    }
  });
  return { form, input: bindInput(form), onSubmit };
}
