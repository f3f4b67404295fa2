import { Fieldset, Stack, Textarea } from "@mantine/core";
import { useFormContext, useWatch } from "react-hook-form";
import { addressCount, parseAddresses } from "./addresses";
import { LIST_CHECKS, type ListFormValues } from "./list-form-values";

/** Who gets the e-mail (the addresses, counted as they will be stored) and the text above the line-up. */
export function RecipientsFields() {
  const { register, control, formState } = useFormContext<ListFormValues>();
  const { errors } = formState;
  const count = parseAddresses(useWatch({ control, name: "addresses" })).length;

  return (
    <Fieldset legend="E-mail">
      <Stack>
        <Textarea
          label="Addresses"
          withAsterisk
          autosize
          minRows={4}
          maxRows={14}
          spellCheck={false}
          autoComplete="off"
          description={`One per line, or separated by commas; one given twice counts once. ${addressCount(count)}.`}
          {...register("addresses", { validate: LIST_CHECKS.addresses })}
          error={errors.addresses?.message}
        />
        <Textarea
          label="E-mail text"
          autosize
          minRows={4}
          maxRows={14}
          maxLength={20000}
          description="The text above the line-up in each e-mail. Leave it empty to send the E-mail information text."
          {...register("intro")}
          error={errors.intro?.message}
        />
      </Stack>
    </Fieldset>
  );
}
