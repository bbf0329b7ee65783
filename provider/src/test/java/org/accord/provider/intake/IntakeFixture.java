package org.accord.provider.intake;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import org.accord.document.Documents;
import org.accord.provider.agreement.Offers;
import org.accord.provider.template.TemplateRegistry;
import org.accord.schema.wsag.AgreementType;
import org.accord.validation.DocumentValidator;

/** The intake tests' shared set-up: the built-in templates, an intake over them, and offers as SOAP hands them over. */
final class IntakeFixture {

    static final Documents DOCUMENTS = Documents.standard();
    static final TemplateRegistry TEMPLATES = TemplateRegistry.builtIn(DOCUMENTS);

    private IntakeFixture() {}

    /** An intake with the default term limits; {@code inboundValidated}: the transport validated the schema. */
    static OfferIntake intake(boolean inboundValidated) {
        return new OfferIntake(TEMPLATES, DOCUMENTS, new DocumentValidator(DOCUMENTS), inboundValidated);
    }

    /** The example offer at {@code relative} (under the test offers) as a JAXB object, as the endpoint receives it. */
    static AgreementType received(String relative) {
        byte[] xml = Offers.read(relative).getBytes(StandardCharsets.UTF_8);
        return DOCUMENTS.readOffer(new ByteArrayInputStream(xml), relative).xml(AgreementType.class);
    }

    /** The offer {@code xml} as a JAXB object, as the endpoint receives it. */
    static AgreementType parsed(String xml) {
        return DOCUMENTS.readOffer(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "offer")
                .xml(AgreementType.class);
    }
}
