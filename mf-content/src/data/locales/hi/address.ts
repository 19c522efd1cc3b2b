import { formatAddress, type PostalAddress } from 'shared/site';

/** The office address (shared/site OFFICE_ADDRESS) as a Hindi page prints it; the PIN code stays. */
export const OFFICE_ADDRESS_HI: PostalAddress = {
  lines: ['चौथी मंज़िल, शिवालिक शिल्प', 'इस्कॉन क्रॉस रोड, एस.जी. हाईवे'],
  city: 'अहमदाबाद',
  region: 'गुजरात',
  postalCode: '380015',
  country: 'भारत',
};

/** The Hindi address on one line, as the legal pages name the company. */
export const officeAddressHi = formatAddress(OFFICE_ADDRESS_HI);
