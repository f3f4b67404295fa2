/**
 * A new call's dates and parties, none known yet: the same fields start empty in a new board line and a new form.
 */
export const NO_DATES_OR_PARTIES = {
  eta: null,
  etb: null,
  etc: null,
  afretador_id: null,
  recebedor_id: null,
  destination_porto: null,
  agencia_id: null,
  client_type: null,
};
