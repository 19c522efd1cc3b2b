import { OFFICE_ADDRESS } from 'shared/site';

/** The office address as Gujarati prose writes it (the glossary's form); the postcode from the English address. */
export const officeAddressGu = `ચોથો માળ, શિવાલિક શિલ્પ, ઇસ્કોન ક્રોસ રોડ, એસ.જી. હાઇવે, અમદાવાદ, ગુજરાત ${OFFICE_ADDRESS.postalCode}, ભારત`;
