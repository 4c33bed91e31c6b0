/** A client's full name as shown everywhere: "first last" (e.g. "Sofía Hernández"). */
export function clientName(client: { first_name: string; last_name: string }): string {
  return `${client.first_name} ${client.last_name}`.trim();
}
