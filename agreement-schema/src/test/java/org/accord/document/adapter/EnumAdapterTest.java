package org.accord.document.adapter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

import javax.xml.transform.stream.StreamSource;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBException;
import jakarta.xml.bind.Unmarshaller;
import jakarta.xml.bind.ValidationEvent;

import org.accord.schema.sla.DeadlineTypeAdapter;
import org.accord.schema.sla.DeadlineTypeType;
import org.accord.schema.sla.SlaTermsType;
import org.accord.schema.sla.VariableKind;
import org.accord.schema.sla.VariableKindAdapter;
import org.accord.schema.sla.VariableType;
import org.junit.jupiter.api.Test;

class EnumAdapterTest {

    @Test
    void readsEveryValueOfTheEnumerationAndWritesItBack() {
        DeadlineTypeAdapter adapter = new DeadlineTypeAdapter();

        assertThat(adapter.unmarshal("HARD")).isEqualTo(DeadlineTypeType.HARD);
        assertThat(adapter.unmarshal("SOFT")).isEqualTo(DeadlineTypeType.SOFT);
        assertThat(adapter.marshal(DeadlineTypeType.SOFT)).isEqualTo("SOFT");
        assertThat(new VariableKindAdapter().unmarshal("integer")).isEqualTo(VariableKind.INTEGER);
    }

    @Test
    void refusesAValueOutsideTheEnumerationNamingTheElementAndTheValuesAllowed() {
        assertThatThrownBy(() -> new DeadlineTypeAdapter().unmarshal("MAYBE"))
                .isInstanceOf(UnreadableValueException.class)
                .hasMessage("accord:DeadlineType 'MAYBE' is not one of HARD, SOFT");
        assertThatThrownBy(() -> new VariableKindAdapter().unmarshal("complex"))
                .hasMessage("accord:Variable/@type 'complex' is not one of integer, real");
    }

    @Test
    void jaxbReportsAValueOutsideTheEnumerationInsteadOfReadingItAsMissing() throws JAXBException {
        Unmarshaller unmarshaller = JAXBContext.newInstance(SlaTermsType.class, VariableType.class).createUnmarshaller();
        List<ValidationEvent> events = new ArrayList<>();
        unmarshaller.setEventHandler(event -> events.add(event));

        unmarshaller.unmarshal(new StreamSource(new StringReader("<accord:SlaTerms xmlns:accord=\"urn:accord:sla:1\">"
                + "<accord:DeadlineType>MAYBE</accord:DeadlineType><accord:Deadline>10</accord:Deadline>"
                + "<accord:Budget>1</accord:Budget><accord:PenaltyRate>0</accord:PenaltyRate></accord:SlaTerms>")),
                SlaTermsType.class);

        assertThat(events).hasSize(1);
        assertThat(events.get(0).getLinkedException()).hasRootCauseInstanceOf(UnreadableValueException.class)
                .hasRootCauseMessage("accord:DeadlineType 'MAYBE' is not one of HARD, SOFT");
    }

    @Test
    void aVariableWithoutATypeIsStillReal() {
        assertThat(new VariableType().getType()).isEqualTo(VariableKind.REAL);
    }
}
