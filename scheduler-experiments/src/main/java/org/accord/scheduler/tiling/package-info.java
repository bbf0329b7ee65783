/**
 * Synthetic SLA sets with a known perfect packing, as in section 6 of Sakellariou and Yarmolenko: the
 * P x H frame is cut into rectangles that tile it exactly (so a 100% packing exists), each rectangle
 * becomes a rigid SLA of N_CPU = its width and t_D = its length, and a seeded laxity widens each window
 * [T_S, T_F] around the rectangle's own position. See {@link org.accord.scheduler.tiling.TiledWorkloadGenerator}.
 */
package org.accord.scheduler.tiling;
