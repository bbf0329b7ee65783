package org.accord.schema.sla;

import org.accord.document.adapter.EnumAdapter;

/**
 * {@code accord:DeadlineType} read strictly: HARD or SOFT, anything else refused naming the values allowed. Bound to
 * the generated property by {@code schema/bindings.xjb}; written by hand beside the generated enumeration it reads.
 */
public final class DeadlineTypeAdapter extends EnumAdapter<DeadlineTypeType> {

    public DeadlineTypeAdapter() {
        super("accord:DeadlineType", DeadlineTypeType.class, DeadlineTypeType::value);
    }
}
