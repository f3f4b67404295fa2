import ExcelJS from "exceljs";
import { formatQuantity } from "@lineup/shared";

interface Named {
  name: string;
}

/** The row fields the spreadsheet shows (a subset of what `GET /lineups` returns). */
export interface ExportRow {
  is_observacao: number;
  observacao: string | null;
  navio?: Named | null;
  berco?: Named | null;
  status: string | null;
  pob?: string | null;
  qty: string | null;
  qty_unidade: string | null;
  carga?: Named | null;
  eta: string | null;
  etb: string | null;
  etc: string | null;
  afretador?: Named | null;
  recebedor?: Named | null;
  destination_port?: (Named & { pais: string | null }) | null;
  agencia?: Named | null;
  client_type?: string | null;
}

export interface ExportTerminal {
  name: string;
  remark: string | null;
  lineups: ExportRow[];
}

export interface ExportPort {
  name: string;
  terminais: ExportTerminal[];
}

export interface WorkbookOptions {
  /** Include the Agency column (the download asks; clients never get it anyway). */
  agency: boolean;
  /** FERTILIZER boards call the destination column POL. */
  destinationLabel: string;
}

const WIDTH = { vessel: 26, berth: 12, status: 16, qty: 16, comm: 20, date: 12, party: 22 };

/** An Excel sheet name: at most 31 characters, none of : \ / ? * [ ], unique in the book. */
function sheetName(book: ExcelJS.Workbook, wanted: string): string {
  const base = wanted.replace(/[:\\/?*[\]]/g, " ").slice(0, 28).trim() || "Line-up";
  let name = base;
  for (let i = 2; book.getWorksheet(name); i++) name = `${base} ${i}`;
  return name;
}

/** One worksheet per terminal, its rows in board order, dates as real dates. */
export async function lineupWorkbook(ports: ExportPort[], opts: WorkbookOptions): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = "Line-up board";
  const columns = [
    { header: "Vessel", key: "vessel", width: WIDTH.vessel },
    { header: "Berth", key: "berth", width: WIDTH.berth },
    { header: "Status", key: "status", width: WIDTH.status },
    { header: "QTTY", key: "qty", width: WIDTH.qty },
    { header: "Comm", key: "comm", width: WIDTH.comm },
    { header: "ETA", key: "eta", width: WIDTH.date, style: { numFmt: "dd-mmm-yyyy" } },
    { header: "ETB", key: "etb", width: WIDTH.date, style: { numFmt: "dd-mmm-yyyy" } },
    { header: "ETC", key: "etc", width: WIDTH.date, style: { numFmt: "dd-mmm-yyyy" } },
    { header: "Charterer", key: "charterer", width: WIDTH.party },
    { header: "Receiver | Shipper", key: "receiver", width: WIDTH.party },
    { header: opts.destinationLabel, key: "destination", width: WIDTH.party },
    ...(opts.agency ? [{ header: "Agency", key: "agency", width: WIDTH.party }] : []),
  ];
  const asDate = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);
  for (const port of ports) {
    for (const terminal of port.terminais) {
      const sheet = book.addWorksheet(sheetName(book, `${port.name} - ${terminal.name}`));
      sheet.columns = columns;
      sheet.getRow(1).font = { bold: true };
      sheet.views = [{ state: "frozen", ySplit: 1 }];
      for (const row of terminal.lineups) {
        if (row.is_observacao) {
          sheet.addRow({ vessel: row.observacao ?? "" }).font = { italic: true };
          continue;
        }
        sheet.addRow({
          vessel: row.navio?.name ?? "",
          berth: row.berco?.name ?? "",
          status: row.status === "POB hh:mm lt" && row.pob ? `POB ${row.pob} lt` : (row.status ?? ""),
          qty: formatQuantity(row.qty, row.qty_unidade),
          comm: row.carga?.name ?? "",
          eta: asDate(row.eta),
          etb: asDate(row.etb),
          etc: asDate(row.etc),
          charterer: row.afretador?.name ?? "",
          receiver: row.recebedor?.name ?? "",
          destination: row.destination_port ? [row.destination_port.name, row.destination_port.pais].filter(Boolean).join(", ") : "",
          agency: row.agencia?.name ?? "",
        });
      }
      if (terminal.remark) {
        sheet.addRow([]);
        sheet.addRow({ vessel: `Remark: ${terminal.remark}` }).font = { bold: true };
      }
    }
  }
  if (!book.worksheets.length) book.addWorksheet("Line-up").addRow(["No line-ups for these filters"]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
