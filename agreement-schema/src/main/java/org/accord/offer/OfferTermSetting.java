package org.accord.offer;

import java.util.Locale;

import org.accord.scheduler.sla.DeadlineType;

/**
 * Applies one {@code name=value} term setting to an {@link OfferDraft}: the named job and SLA terms
 * (names are case-insensitive: {@code cpus}, {@code tD1}, {@code tD}, {@code TS}, {@code TF},
 * {@code deadlineType}, {@code deadline}, {@code budget}, {@code penaltyRate}, {@code name},
 * {@code initiator}), otherwise a variable the template declares (exact name).
 */
final class OfferTermSetting {

    private OfferTermSetting() {
    }

    static OfferDraft apply(OfferDraft offer, String term, String value) {
        String text = value.trim();
        return switch (term.trim().toLowerCase(Locale.ROOT)) {
            case "cpus" -> cpus(offer, text);
            case "td1" -> offer.singleCpuRuntime(number(term, text));
            case "td" -> offer.reservedTime(number(term, text));
            case "ts" -> offer.earliestStart(number(term, text));
            case "tf" -> offer.latestFinish(number(term, text));
            case "deadlinetype" -> offer.deadlineType(deadlineType(text));
            case "deadline" -> offer.deadline(number(term, text));
            case "budget" -> offer.budget(number(term, text));
            case "penaltyrate" -> offer.penaltyRate(number(term, text));
            case "name" -> offer.name(text);
            case "initiator" -> offer.initiator(text);
            default -> variable(offer, term.trim(), text);
        };
    }

    private static OfferDraft variable(OfferDraft offer, String term, String text) {
        if (!offer.declares(term)) {
            throw new OfferTermException("unknown term '" + term + "': use cpus, tD1, tD, TS, TF, deadlineType, "
                    + "deadline, budget, penaltyRate, name, initiator or a variable of template "
                    + offer.templateId() + " (" + offer.declaredVariables() + ")");
        }
        return offer.input(term, number(term, text));
    }

    private static OfferDraft cpus(OfferDraft offer, String text) {
        int range = text.indexOf("..");
        if (range < 0) {
            return offer.cpus(integer("cpus", text));
        }
        return offer.cpuRange(integer("cpus", text.substring(0, range)), integer("cpus", text.substring(range + 2)));
    }

    private static DeadlineType deadlineType(String text) {
        try {
            return DeadlineType.valueOf(text.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new OfferTermException("deadlineType must be HARD or SOFT: " + text, e);
        }
    }

    private static double number(String term, String text) {
        try {
            double value = Double.parseDouble(text);
            if (!Double.isFinite(value)) {
                throw new NumberFormatException();
            }
            return value;
        } catch (NumberFormatException e) {
            throw new OfferTermException(term + " must be a finite number: '" + text + "'", e);
        }
    }

    private static int integer(String term, String text) {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new OfferTermException(term + " must be an integer or MIN..MAX: '" + text + "'", e);
        }
    }
}
