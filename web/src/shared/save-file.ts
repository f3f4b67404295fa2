/** Hands a file (a spreadsheet) to the browser as a download. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; give them time before freeing it.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
