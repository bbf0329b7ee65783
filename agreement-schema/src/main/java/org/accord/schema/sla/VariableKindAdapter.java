package org.accord.schema.sla;

import org.accord.document.adapter.EnumAdapter;

/**
 * {@code accord:Variable/@type} read strictly: integer or real, anything else refused naming the values allowed.
 * Bound to the generated property by {@code schema/bindings.xjb}; written by hand beside the generated enumeration.
 */
public final class VariableKindAdapter extends EnumAdapter<VariableKind> {

    public VariableKindAdapter() {
        super("accord:Variable/@type", VariableKind.class, VariableKind::value);
    }
}
